export * from './formatDayTime';
export * from './formatMoney';
export * from './relativeTime';
export * from './useNow';
