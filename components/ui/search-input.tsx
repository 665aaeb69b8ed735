"use client";
import { useEffect, useId, useRef, useState } from "react";
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

/** A search box that reports its value after the user stops typing. */
export function SearchInput({ label, placeholder, value, onSearch, delay = 400, className }: SearchInputProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  }, [onSearch]);
  useEffect(() => setText(value), [value]);
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
