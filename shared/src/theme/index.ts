export { tokens, type Tokens } from './tokens';
export { SchoolThemeProvider } from './theme-provider';
export { GlobalStyles } from './global-styles';
export { contrastRatio } from './contrast';
