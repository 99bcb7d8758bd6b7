// A production style sheet without its comments and white space (esbuild, already the root's bundler).
// The shell's sheet and a remote's page sheet go into every page the site server draws, inline in the head,
// and a remote's other sheets ride inside its scripts: their comments (the sources explain every rule) were
// a third of the shell's sheet, 10.4 → 7.2 kB gz of every page before its first paint.
const { transform } = require('esbuild');

/** @this {import('webpack').LoaderContext<{}>} */
module.exports = function cssMinifyLoader(source) {
  const done = this.async();
  transform(source, { loader: 'css', minify: true, sourcefile: this.resourcePath }).then(
    (result) => done(null, result.code),
    (error) => done(error),
  );
};
