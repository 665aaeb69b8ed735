"use client";
// Light (default), dark and semi-dark themes as a body class (spec sections 4 and 9), kept in localStorage.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";

export const THEMES = ["light", "dark", "semi-dark"] as const;
type Theme = (typeof THEMES)[number];
const THEME_STORAGE_KEY = "icm.theme";

export const isTheme = (v: unknown): v is Theme => typeof v === "string" && (THEMES as readonly string[]).includes(v);

function applyThemeClass(theme: Theme): void {
  const body = document.body;
  THEMES.forEach((t) => body.classList.remove(`theme-${t}`));
  body.classList.add(`theme-${theme}`);
}

/** Runs before paint (inline, with the CSP nonce) so a stored dark theme does not flash light. */
export const themeBootScript = `try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});if(["light","dark","semi-dark"].indexOf(t)<0)t="light";var b=document.body;b.classList.remove("theme-light");b.classList.add("theme-"+t)}catch(e){}`;

type ThemeCtx = { theme: Theme; setTheme: (t: Theme) => void };
const Ctx = createContext<ThemeCtx>({ theme: "light", setTheme: () => undefined });

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<Theme>("light");

  useEffect(() => {
    try {
      const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
      if (isTheme(stored)) setThemeState(stored);
    } catch {
      // No storage: stay on the default theme.
    }
  }, []);

  const setTheme = useCallback((t: Theme) => {
    setThemeState(t);
    applyThemeClass(t);
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, t);
    } catch {
      // No storage: the choice lasts for this page only.
    }
  }, []);

  useEffect(() => applyThemeClass(theme), [theme]);
  const value = useMemo(() => ({ theme, setTheme }), [theme, setTheme]);
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

export const useTheme = () => useContext(Ctx);
