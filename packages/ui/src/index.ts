export { cn } from "./lib/cn";
export type { LinkComponent, LinkComponentProps } from "./lib/link-component";

export { Button, buttonVariants, type ButtonProps } from "./button/button";
export { Badge, badgeVariants, type BadgeProps } from "./badge/badge";

export {
  Card,
  CardHeader,
  CardTitle,
  CardDescription,
  CardAction,
  CardContent,
  CardFooter,
} from "./card/card";
export type { HeadingLevel } from "./card/card-heading";
export { ServiceCard, type ServiceCardProps } from "./card/service-card";
export { IndustryCard, type IndustryCardProps } from "./card/industry-card";
export { StatItem, type StatItemProps } from "./card/stat-item";
export { InsightCard, type InsightCardProps } from "./card/insight-card";
export {
  CaseStudyCard,
  CASE_STUDY_IMAGE_SIZE,
  type CaseStudyCardProps,
} from "./card/case-study-card";

export { LazyImage, type LazyImageProps } from "./lazy-image/lazy-image";

export { Field, type FieldProps } from "./form/field";
export { Label } from "./form/label";
export { Input } from "./form/input";
export { Textarea } from "./form/textarea";
export { Checkbox, type CheckboxProps } from "./form/checkbox";
export { FieldError } from "./form/field-error";

export {
  Dialog,
  DialogTrigger,
  DialogPortal,
  DialogClose,
  DialogOverlay,
  DialogContent,
  DialogHeader,
  DialogFooter,
  DialogTitle,
  DialogDescription,
  type DialogContentProps,
} from "./dialog/dialog";
export {
  Sheet,
  SheetTrigger,
  SheetClose,
  SheetContent,
  SheetHeader,
  SheetFooter,
  SheetTitle,
  SheetDescription,
  type SheetContentProps,
  type SheetSide,
} from "./sheet/sheet";
export {
  Collapsible,
  CollapsibleTrigger,
  CollapsibleContent,
  type CollapsibleProps,
} from "./collapsible/collapsible";
export {
  Accordion,
  AccordionItem,
  AccordionTrigger,
  AccordionContent,
} from "./accordion/accordion";

export {
  Tooltip,
  TooltipTrigger,
  TooltipContent,
  TooltipProvider,
  TOOLTIP_DELAY_MS,
} from "./tooltip/tooltip";
export {
  Command,
  CommandInput,
  CommandList,
  CommandEmpty,
  CommandLoading,
  CommandGroup,
  CommandSeparator,
  CommandItem,
  CommandShortcut,
  type CommandProps,
} from "./command/command";
export { CommandDialog, type CommandDialogProps } from "./command/command-dialog";
export { useSearchShortcut } from "./command/use-search-shortcut";

export {
  LanguageSelect,
  type LanguageOption,
  type LanguageSelectProps,
} from "./language-select/language-select";
export { TrustBadge, type TrustBadgeProps } from "./trust-badge/trust-badge";

export {
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  toastReducer,
  type ToastData,
  type ToastState,
  type ToastAction as ToastStoreAction,
} from "./toast/toast-reducer";
export {
  createToastStore,
  toastStore,
  toast,
  type ToastInput,
  type ToastHandle,
  type ToastStore,
} from "./toast/toast-store";
export { useToast } from "./toast/use-toast";
export {
  ToastProvider,
  ToastViewport,
  Toast,
  ToastAction,
  ToastClose,
  ToastTitle,
  ToastDescription,
  type ToastProps,
} from "./toast/toast";
export { Toaster, type ToasterProps } from "./toast/toaster";
export {
  RichToaster,
  richToast,
  RICH_TOAST,
  type RichToasterProps,
} from "./rich-toaster/rich-toaster";

export { DEFAULT_THEME, THEME_STORAGE_KEY, parseTheme, type Theme } from "./theme/theme-preference";
export { themeInitScript } from "./theme/theme-init-script";
export { ThemeProvider } from "./theme/theme-provider";
export { useTheme } from "./theme/use-theme";
export type { ThemeContextValue } from "./theme/theme-context";
export { ThemeToggle, type ThemeToggleProps } from "./theme/theme-toggle";

export { ScrollToTop, type ScrollToTopProps } from "./scroll-to-top/scroll-to-top";
export { SCROLL_TO_TOP_THRESHOLD, scrollProgress } from "./scroll-to-top/scroll-progress";
export {
  ErrorBoundary,
  ERROR_BOUNDARY_TEXTS,
  type ErrorBoundaryTexts,
} from "./error-boundary/error-boundary";

export {
  ArrowRightIcon,
  ArrowUpIcon,
  BuildingIcon,
  ChartIcon,
  CheckIcon,
  ChevronDownIcon,
  ChipIcon,
  ClockIcon,
  DatabaseIcon,
  GlobeIcon,
  HeartPulseIcon,
  Icon,
  MailIcon,
  MapPinIcon,
  MenuIcon,
  MoonIcon,
  PhoneIcon,
  SearchIcon,
  ShieldIcon,
  SunIcon,
  XIcon,
} from "./icons/icons";
export type { IconProps } from "./icons/icons";
