"use client";
import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { cn } from "./cn";
import { inputClass } from "./input-class";

export type SearchInputProps = {
  /** Accessible label (visually hidden). */
  label: string;
  placeholder?: string;
  /** The applied value (e.g. from the list params). */
  value: string;
  /** Called with the trimmed text after `delay` ms without typing. */
  onSearch: (value: string) => void;
  delay?: number;
  className?: string;
};

/**
 * A search box that reports its value after the user stops typing. Text typed before the page's scripts ran
 * (hydration leaves it in the box) is taken as typed: searched after the delay, not wiped by the next render.
 */
export function SearchInput({ label, placeholder, value, onSearch, delay = 400, className }: SearchInputProps) {
  const id = useId();
  const box = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(value);
  // A new applied value (the URL changed, "Clear filters") replaces the text; the first render keeps it.
  const [applied, setApplied] = useState(value);
  if (value !== applied) {
    setApplied(value);
    setText(value);
  }
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  }, [onSearch]);
  // Once, right after hydration: the box's text then is what was typed before it.
  const rendered = useRef(value);
  useLayoutEffect(() => {
    const typed = box.current?.value;
    if (typed !== undefined && typed !== rendered.current) setText(typed);
  }, []);
  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => latest.current(text.trim()), delay);
    return () => clearTimeout(timer);
  }, [text, value, delay]);

  return (
    <div className={cn("relative w-full max-w-xs", className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        ref={box}
        id={id}
        type="search"
        value={text}
        placeholder={placeholder ?? label}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => e.key === "Enter" && latest.current(text.trim())}
        className={inputClass}
      />
    </div>
  );
}
