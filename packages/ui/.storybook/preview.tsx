import type { Decorator, Preview } from "@storybook/react-vite";
import "./storybook.css";

/** Theme, direction and locale come from the toolbar, as the site sets them on <html>. */
const withThemeDirectionAndLocale: Decorator = (Story, context) => {
  const { theme, dir, locale } = context.globals as {
    theme: "dark" | "light";
    dir: "ltr" | "rtl";
    locale: "en" | "de" | "ar";
  };
  const root = document.documentElement;
  root.classList.toggle("light", theme === "light");
  root.classList.toggle("dark", theme !== "light");
  root.dir = dir;
  root.lang = locale;
  return (
    <div className="bg-background p-6 text-foreground">
      <Story />
    </div>
  );
};

const preview: Preview = {
  // Every component gets a docs page: its description, a props table from its types and the
  // stories with their controls.
  tags: ["autodocs"],
  globalTypes: {
    theme: {
      description: "Colour theme",
      toolbar: { title: "Theme", icon: "mirror", items: ["dark", "light"], dynamicTitle: true },
    },
    dir: {
      description: "Text direction",
      toolbar: { title: "Direction", icon: "transfer", items: ["ltr", "rtl"], dynamicTitle: true },
    },
    locale: {
      description: "Language of the component texts",
      toolbar: {
        title: "Locale",
        icon: "globe",
        items: [
          { value: "en", title: "English" },
          { value: "de", title: "Deutsch" },
          { value: "ar", title: "العربية" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: "dark", dir: "ltr", locale: "en" },
  decorators: [withThemeDirectionAndLocale],
  parameters: {
    a11y: { test: "error" },
    controls: { expanded: true, sort: "requiredFirst" },
  },
};

export default preview;
