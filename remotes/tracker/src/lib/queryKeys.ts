// Query keys one feature's write invalidates in another feature's queries (useLoaded's `invalidate` takes prefixes).
// Here, not in the features' api/ modules, so a write does not pull the other feature's data hooks into its chunk.

/** Every goal list. */
export const GOALS_KEY = 'goals:';
/** The server's active days (the training streak). */
export const ACTIVITY_DAYS_KEY = 'activity-days:';
