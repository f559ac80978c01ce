// The site's own colours: the accent and page colours of src/styles/global.css (light scheme), which the
// page's theme-color and the installed app's frame and splash repeat.
export const THEME = { accent: '#8a2d1d', background: '#fdfcf8' };
