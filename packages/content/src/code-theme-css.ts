/**
 * CSS that colours highlighted code from the light or dark theme, whose colours the renderer
 * writes as CSS variables. Dark is the default theme and light is a `light` class on the root
 * element (spec section 4; the same convention as the `dark` variant of @vantreo/ui's
 * styles.css). Include it once in the site's stylesheet.
 */
export const CODE_THEME_CSS = `pre.shiki{color:var(--shiki-dark);background-color:var(--shiki-dark-bg)}
pre.shiki span{color:var(--shiki-dark)}
:root.light pre.shiki{color:var(--shiki-light);background-color:var(--shiki-light-bg)}
:root.light pre.shiki span{color:var(--shiki-light)}
`;
