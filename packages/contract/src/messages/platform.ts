/** Platform-wide messages: errors, lookups, geography, shell. */
export const PLATFORM_MSG = {
  // generic
  somethingWentWrong: 'Something went wrong',
  noResponse: 'No Response From Server',
  notFound: 'Not found',
  pageNotFound: 'Page not found',
  unauthorized: 'Please Login to continue',
  forbidden: 'You are not allowed to do this',
  tooManyRequests: 'Too many requests. Please try again later.',
  unsupportedSearch: 'Unsupported character detected in search field',
  searchRequired: 'Search text is required',
  invalidPage: 'Invalid page',
  updatedSuccessfully: 'Updated successfully',
  deletedSuccessfully: 'Deleted successfully',
  copied: 'Copied to clipboard',
  copyFailed: 'Failed to copy',
  // geography
  unknownLocation: 'Unknown Location',
  unknownTimezone: 'Unknown Timezone',
  latitudeRange: 'Latitude must be between -90 and 90',
  longitudeRange: 'Longitude must be between -180 and 180',
  // lookups
  cantFetchCountries: "Couldn't fetch countries",
  cantFetchSpecialities: "Can't fetch specialites",
  cantFetchLanguages: "Can't fetch languages",
  cantFetchStates: "Can't fetch states",
  cantFetchCities: "Can't fetch cities",
  cantFetchCurrencies: "Couldn't fetch currencies",
  // shell
  logoutConfirm: 'Are you sure you want to logout?',
  greetingMorning: 'Good Morning!',
  greetingAfternoon: 'Good Afternoon!',
  greetingEvening: 'Good Evening!',
  appBanner: 'Try the Sahaj app for the best experience.',
} as const;
