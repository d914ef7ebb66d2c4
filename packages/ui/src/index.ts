export { cn } from "./lib/cn";
export { Button, buttonVariants, type ButtonProps } from "./button/button";
