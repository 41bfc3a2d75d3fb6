export const trainPaths = {
  /** Trains by number (prefix) or name (typo-tolerant). */
  search: '/api/trains/search',
} as const;
