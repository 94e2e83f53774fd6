/** Where the chosen theme (light, dark, system) is kept: localStorage key 'theme' (spec section 4). */
export const THEME_STORAGE_KEY = 'theme';
