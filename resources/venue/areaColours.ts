/** Colours told apart by most people, one per delivery area in turn (map and list alike). */
export const AREA_COLOURS = ['#1565c0', '#c62828', '#2e7d32', '#6a1b9a', '#ef6c00', '#00838f'];
