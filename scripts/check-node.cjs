// Runs before `npm start` and `npm test` (prestart/pretest), before anything is built or loaded:
// on an unsupported Node the native modules and the bundler fail late and obscurely (Node 20 builds,
// then the server dies with a segmentation fault), so this stops at once with one line instead.
// Plain ES3-style JavaScript in a .cjs file on purpose: it must parse on any old Node.
var SUPPORTED = [22, 24];
var found = process.versions.node;
var major = parseInt(found.split('.')[0], 10);
var ok = false;
for (var i = 0; i < SUPPORTED.length; i++) if (SUPPORTED[i] === major) ok = true;
if (!ok) {
  process.stderr.write('Node ' + found + ' is not supported: use Node ' + SUPPORTED.join(' or ') +
    ' (for example: PATH="$(scripts/node-runtime.sh 24):$PATH" npm start)\n');
  process.exit(1);
}
