import { toastStore, type ToastStore } from "./toast-store";
import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from "./toast";
import { useToast } from "./use-toast";

/** Props of Toaster. */
type ToasterProps = {
  /** The store to show; the page's (`toast()`) by default. */
  store?: ToastStore;
  /** Reading direction: toasts are swiped away towards the end edge (right, or left in RTL). */
  dir?: "ltr" | "rtl";
  /** The region's name for screen readers; "{hotkey}" becomes F8 (translatable). */
  label?: string;
  /** The close buttons' accessible name (translatable). */
  closeLabel?: string;
};

/** Shows the simple store's toast (one at a time); mount it once, near the root of the page. */
function Toaster({
  store = toastStore,
  dir = "ltr",
  label = "Notifications ({hotkey})",
  closeLabel,
}: ToasterProps) {
  const { toasts, dismiss } = useToast(store);
  return (
    <ToastProvider swipeDirection={dir === "rtl" ? "left" : "right"}>
      {toasts.map(({ id, title, description, action, open, variant, duration }) => (
        <Toast
          key={id}
          open={open}
          variant={variant}
          duration={duration}
          onOpenChange={(nextOpen) => {
            if (!nextOpen) dismiss(id);
          }}
        >
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action}
          <ToastClose label={closeLabel} />
        </Toast>
      ))}
      <ToastViewport label={label} />
    </ToastProvider>
  );
}

export { Toaster, type ToasterProps };
