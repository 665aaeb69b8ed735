"use client";
// A dropdown menu whose code is not part of the page's first load (Radix's menu and its positioning library are
// ~50 KiB, and every signed-in page shows two such menus in its top bar). Until first opened its trigger is a
// plain button of the same look and role; pressing it as one presses Radix's own trigger (pointer down with the
// main button, Enter, Space, ArrowDown) loads the menu, which then mounts open, with its own trigger in the same
// place (focus goes into the menu, and back to that trigger when it closes). Resting the pointer on the button or
// focusing it fetches the code ahead. If the code cannot be fetched, an error notice says so and the next press
// tries again.
//
//   <LazyMenu load={() => import("./user-menu-popup").then((m) => m.UserMenuPopup)} props={{ …, trigger }}
//             triggerClassName={TRIGGER} trigger={trigger} />
// The loaded component renders `<Menu.Root defaultOpen={defaultOpen}><Menu.Trigger className={TRIGGER}>{trigger}…`.
import { useTranslations } from "next-intl";
import { useState, type ComponentType, type ReactNode } from "react";
import { toast } from "./toast";

export type LazyMenuProps = { defaultOpen: boolean };

export function LazyMenu<P extends object>({
  load,
  props,
  trigger,
  triggerClassName,
  label,
}: {
  load: () => Promise<ComponentType<P & LazyMenuProps>>;
  props: P;
  trigger: ReactNode;
  triggerClassName: string;
  /** The button's accessible name when its content has none (an icon); the loaded trigger takes the same. */
  label?: string;
}) {
  const [Menu, setMenu] = useState<ComponentType<P & LazyMenuProps> | null>(null);
  const [opening, setOpening] = useState(false);
  const t = useTranslations("common");
  if (Menu) return <Menu {...props} defaultOpen />;
  const preload = () => void load().catch(() => undefined);
  const open = () => {
    if (opening) return;
    setOpening(true);
    load().then(
      (component) => setMenu(() => component),
      () => {
        setOpening(false);
        toast.error(t("menuUnavailable"));
      },
    );
  };
  return (
    <button
      type="button"
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      aria-busy={opening || undefined}
      className={triggerClassName}
      onPointerEnter={preload}
      onFocus={preload}
      onPointerDown={(e) => {
        if (e.button !== 0 || e.ctrlKey) return;
        // As Radix's trigger: the menu takes the focus, the button does not.
        e.preventDefault();
        open();
      }}
      onKeyDown={(e) => {
        if (e.key !== "Enter" && e.key !== " " && e.key !== "ArrowDown") return;
        e.preventDefault();
        open();
      }}
    >
      {trigger}
    </button>
  );
}
