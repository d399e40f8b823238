export * from './de';
export * from './en';
export * from './fieldLabelPaths';
export * from './fr';
export * from './hoursLabels';
export * from './i18nProvider';
export * from './locales';
export * from './raGerman';
