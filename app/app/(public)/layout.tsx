import { PlainLayout } from "@/components/layout/plain-layout";

// Pages of the (public) group: no session required.
export default function Layout({ children }: { children: React.ReactNode }) {
  return <PlainLayout>{children}</PlainLayout>;
}
