// Bundles src/ts/main.ts and the styles with esbuild into OUT (default target/classes/web), with content-hashed
// names under assets/, and writes index.html pointing at them. Prints the gzip size of the script.
import * as esbuild from 'esbuild';
import { mkdirSync, rmSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, basename, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

// The language check first (checks/languages.ts): a pt-PT string in Brazilian Portuguese or English stops the build.
await esbuild.build({ entryPoints: ['checks/languages.ts'], bundle: true, platform: 'node', format: 'esm', outfile: 'target/checks/languages.mjs', logLevel: 'warning' });
await import(pathToFileURL(resolve('target/checks/languages.mjs')).href);

const out = process.argv[2] || 'target/classes/web';
rmSync(out, { recursive: true, force: true });
mkdirSync(join(out, 'assets'), { recursive: true });
const result = await esbuild.build({
  entryPoints: { app: 'src/ts/main.ts', style: 'src/static/style.css' },
  bundle: true,
  minify: true,
  format: 'esm',
  target: ['es2022'],
  outdir: join(out, 'assets'),
  entryNames: '[name]-[hash]',
  assetNames: '[name]-[hash]',
  loader: { '.svg': 'dataurl', '.png': 'file' },
  legalComments: 'none',
  metafile: true,
  logLevel: 'warning',
});
const files = Object.keys(result.metafile.outputs).map(f => basename(f));
const js = files.find(f => f.startsWith('app-') && f.endsWith('.js'));
const css = files.find(f => f.startsWith('style-') && f.endsWith('.css'));
const html = readFileSync('src/static/index.html', 'utf8').replace('%JS%', js).replace('%CSS%', css);
writeFileSync(join(out, 'index.html'), html);
const size = f => gzipSync(readFileSync(join(out, 'assets', f)), { level: 9 }).length;
console.log(`web: ${js} ${(size(js) / 1024).toFixed(1)} KiB gzip, ${css} ${(size(css) / 1024).toFixed(1)} KiB gzip`);
