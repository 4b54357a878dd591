// Runs before `npm start`, `npm test` and `npm run dev`: on an older Node the app would fail later with a puzzling
// error (ERR_UNKNOWN_FILE_EXTENSION for a .ts file). Plain old JavaScript on purpose, so any Node version can run it.
var required = 24;
var major = Number(String(process.versions.node).split('.')[0]);
if (!(major >= required)) {
  console.error(
    'Verdant needs Node.js ' +
      required +
      ' or newer (this is v' +
      process.versions.node +
      '): run ' +
      '". scripts/ensure-node.sh" (installs Node ' +
      required +
      ' from the npm registry for this shell) or "nvm use", then try again.',
  );
  process.exit(1);
}
