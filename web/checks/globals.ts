// What i18n.ts reads from a browser when it loads: none of it here (the check runs in Node).
const g = globalThis as Record<string, unknown>;
g.localStorage ??= { getItem: () => null, setItem: () => undefined };
g.navigator ??= { languages: [], language: 'pt-BR' };
g.document ??= { documentElement: {} };
