// react-admin's default exporter imports jsonexport statically, so every list page downloaded
// it although our lists export through the server (`exporter={false}`, ListExportButton).
// Aliased in vite.config.ts: the real module loads on the first call, if one ever comes.
export default function jsonExport(...args) {
  void import('jsonexport/dist').then((m) => (m.default ?? m)(...args));
}
