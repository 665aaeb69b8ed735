"use client";
// The link of a list's row. A next/link prefetches its page as soon as it scrolls into view: a page of 25
// rows asked the server for 25 pages (twice each) on every list load, on the main thread's time while the
// list was still settling. A row's link prefetches when the pointer rests on it or it takes the focus,
// i.e. when someone is about to open it.
import { useRouter } from "next/navigation";
import type { ComponentProps } from "react";
import { TextLink } from "./link-button";

export function RowLink({ href, onMouseEnter, onFocus, ...rest }: Omit<ComponentProps<typeof TextLink>, "href" | "prefetch"> & { href: string }) {
  const router = useRouter();
  return (
    <TextLink
      href={href}
      prefetch={false}
      onMouseEnter={(e) => {
        router.prefetch(href);
        onMouseEnter?.(e);
      }}
      onFocus={(e) => {
        router.prefetch(href);
        onFocus?.(e);
      }}
      {...rest}
    />
  );
}
