// Apart from the home page's content (./home), which loads while this spinner shows.

/** How long the home page shows its loading spinner (docs/requirements.md#constants: 1.5 s). */
export const HOME_LOADING_MS = 1500;

export const HOME_LOADING_LABEL = 'Loading the home page';
