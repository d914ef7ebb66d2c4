/**
 * CSS that colours highlighted code from the light or dark theme, whose colours the renderer
 * writes as CSS variables. The dark theme is a `dark` class on the root element (spec section 4:
 * the theme is "applied as a class on the root element"). Include it once in the site's stylesheet.
 */
export const CODE_THEME_CSS = `pre.shiki{color:var(--shiki-light);background-color:var(--shiki-light-bg)}
pre.shiki span{color:var(--shiki-light)}
.dark pre.shiki{color:var(--shiki-dark);background-color:var(--shiki-dark-bg)}
.dark pre.shiki span{color:var(--shiki-dark)}
`;
