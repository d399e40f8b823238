export * from './DownloadsContext';
export * from './DownloadsProvider';
export * from './DownloadsTray';
export * from './jobOutcome';
export * from './saveBlob';
export * from './toDownloadJob';
export * from './useDownloads';
export * from './useStartDownload';
