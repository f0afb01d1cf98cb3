// Bundles src/ts/main.ts and the styles with esbuild into OUT (default target/classes/web), with content-hashed
// names under assets/, and writes index.html pointing at them. Prints the gzip size of the script.
// Stockfish (npm `stockfish`, the lite builds: NNUE net inside the wasm) is copied beside them under its version's
// name, for the analysis pages' Web Worker; the app's code that drives it is a chunk of its own, loaded on demand.
import * as esbuild from 'esbuild';
import { copyFileSync, mkdirSync, rmSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, basename, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

// The language check first (checks/languages.ts): a pt-PT string in Brazilian Portuguese or English stops the build.
await esbuild.build({ entryPoints: ['checks/languages.ts'], bundle: true, platform: 'node', format: 'esm', outfile: 'target/checks/languages.mjs', logLevel: 'warning' });
await import(pathToFileURL(resolve('target/checks/languages.mjs')).href);
// Then the notation check (checks/notation.ts): Portuguese SAN, the PGN shown on screen, the opening names' table.
await esbuild.build({ entryPoints: ['checks/notation.ts'], bundle: true, platform: 'node', format: 'esm', outfile: 'target/checks/notation.mjs', logLevel: 'warning' });
await import(pathToFileURL(resolve('target/checks/notation.mjs')).href);

const out = process.argv[2] || 'target/classes/web';
rmSync(out, { recursive: true, force: true });
mkdirSync(join(out, 'assets'), { recursive: true });
const stockfish = JSON.parse(readFileSync('node_modules/stockfish/package.json', 'utf8'));
const engineFiles = {};
for (const flavour of ['lite-single', 'lite']) {
  const from = `node_modules/stockfish/bin/stockfish-${stockfish.buildVersion}-${flavour}`;
  const to = `stockfish-${stockfish.version}-${flavour}`;   // the version in the name: cached as immutable as the rest
  for (const ext of ['js', 'wasm']) copyFileSync(`${from}.${ext}`, join(out, 'assets', `${to}.${ext}`));
  engineFiles[flavour] = `/assets/${to}.js`;
}
const result = await esbuild.build({
  entryPoints: { app: 'src/ts/main.ts', style: 'src/static/style.css' },
  bundle: true,
  minify: true,
  format: 'esm',
  target: ['es2022'],
  outdir: join(out, 'assets'),
  entryNames: '[name]-[hash]',
  chunkNames: 'chunk-[hash]',
  splitting: true,
  define: { STOCKFISH_FILES: JSON.stringify(engineFiles) },
  assetNames: '[name]-[hash]',
  loader: { '.svg': 'dataurl', '.png': 'file' },
  legalComments: 'none',
  metafile: true,
  logLevel: 'warning',
});
const files = Object.keys(result.metafile.outputs).map(f => basename(f));
const js = files.find(f => f.startsWith('app-') && f.endsWith('.js'));
const css = files.find(f => f.startsWith('style-') && f.endsWith('.css'));
// The chunks the app imports statically (code it shares with the chunks loaded on demand), fetched beside it.
const appOut = Object.entries(result.metafile.outputs).find(([f]) => basename(f) === js)[1];
const preload = appOut.imports.filter(i => i.kind === 'import-statement')
  .map(i => `<link rel="modulepreload" href="/assets/${basename(i.path)}">\n`).join('');
const html = readFileSync('src/static/index.html', 'utf8').replace('%JS%', js).replace('%CSS%', css)
  .replace('<script type="module"', preload + '<script type="module"');
writeFileSync(join(out, 'index.html'), html);
const size = f => gzipSync(readFileSync(join(out, 'assets', f)), { level: 9 }).length;
const shared = appOut.imports.filter(i => i.kind === 'import-statement').map(i => basename(i.path));
const onDemand = files.filter(f => f.startsWith('chunk-') && f.endsWith('.js') && !shared.includes(f));
const kib = list => (list.reduce((n, f) => n + size(f), 0) / 1024).toFixed(1);
console.log(`web: ${js} with ${shared.length} shared chunk(s) ${kib([js, ...shared])} KiB gzip, ${css} ${kib([css])} KiB gzip, `
  + `${onDemand.length} chunk(s) loaded on demand ${kib(onDemand)} KiB gzip`);
