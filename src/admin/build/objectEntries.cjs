// `object.entries` for node-polyglot (react-admin's translator): every browser the admin
// supports has Object.entries, and the es-shim package brings ~25 KB of helpers
// (get-intrinsic, call-bind, ...) into the sign-in page. Aliased in vite.config.ts.
module.exports = function entries(value) {
  return Object.entries(value);
};
