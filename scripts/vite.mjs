// `npm start`, `dev`, `build` and `preview`: Vite's own command line, without one notice.
// Vite bundles vite.config.ts, and that bundle reaches the embedded mock and the lists server: some
// 300 imports written without a file extension, as TypeScript allows. Vite then prints each of
// them, every start, as something its future 'native' config loader will not support. The
// config loads correctly today, and 300 lines of that would bury the one line a new user needs
// (the address). Vite's own switch turns the notice off; it is set here rather than in the npm
// scripts so that it works in every shell, Windows' included.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
await import('../node_modules/vite/bin/vite.js');
