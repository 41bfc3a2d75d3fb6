const trainPath = (number: string) => `/api/trains/${encodeURIComponent(number)}`;

export const trainPaths = {
  /** Trains by number (prefix) or name (typo-tolerant). */
  search: '/api/trains/search',
  /** A train's stops in order: the boarding picker. */
  route: (number: string) => `${trainPath(number)}/route`,
  routePattern: '/api/trains/:number/route',
  /** For a journey (`?date=&from=`): the stations after boarding, with times, restaurants and order-by. */
  journey: (number: string) => `${trainPath(number)}/journey`,
  journeyPattern: '/api/trains/:number/journey',
  /** For a journey (`?date=&from=`): one later station's restaurants open at the train's arrival. */
  stationRestaurants: (number: string, stationCode: string) =>
    `${trainPath(number)}/journey/stations/${encodeURIComponent(stationCode)}/restaurants`,
  stationRestaurantsPattern: '/api/trains/:number/journey/stations/:stationCode/restaurants',
  /** What the configured train status provider reads from a PNR (`?pnr=`). */
  pnr: '/api/trains/pnr',
} as const;
