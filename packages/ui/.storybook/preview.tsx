import type { Decorator, Preview } from "@storybook/react-vite";
import "./storybook.css";

/** Theme and direction come from the toolbar, as the site sets them on <html>. */
const withThemeAndDirection: Decorator = (Story, context) => {
  const { theme, dir } = context.globals as { theme: "dark" | "light"; dir: "ltr" | "rtl" };
  const root = document.documentElement;
  root.classList.toggle("light", theme === "light");
  root.classList.toggle("dark", theme !== "light");
  root.dir = dir;
  root.lang = dir === "rtl" ? "ar" : "en";
  return (
    <div className="bg-background p-6 text-foreground">
      <Story />
    </div>
  );
};

const preview: Preview = {
  globalTypes: {
    theme: {
      description: "Colour theme",
      toolbar: { title: "Theme", icon: "mirror", items: ["dark", "light"], dynamicTitle: true },
    },
    dir: {
      description: "Text direction",
      toolbar: { title: "Direction", icon: "transfer", items: ["ltr", "rtl"], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: "dark", dir: "ltr" },
  decorators: [withThemeAndDirection],
  parameters: { a11y: { test: "error" } },
};

export default preview;
