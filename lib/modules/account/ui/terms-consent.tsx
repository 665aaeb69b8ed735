"use client";
import { useTranslations } from "next-intl";
import { Checkbox } from "@/components/ui/checkbox";
import { TextLink } from "./links";

/** "I agree to the Terms of Use and the Privacy Policy" (the documents open in a new tab, the form stays). */
export function TermsConsent({ name = "acceptTerms" }: { name?: string }) {
  const t = useTranslations("account.register");
  const link = (href: string) =>
    function DocumentLink(chunks: React.ReactNode) {
      return (
        <TextLink href={href} target="_blank" rel="noopener noreferrer">
          {chunks}
        </TextLink>
      );
    };
  return <Checkbox name={name} required label={t.rich("terms", { terms: link("/app/terms"), privacy: link("/app/privacy-policy") })} />;
}
