"use client";
// White-label branding: the firm's logo and favicon, uploaded right away (/api/tenant/upload-branding)
// and removed with /api/tenant/update { logo: null }.
import { useTranslations } from "next-intl";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { apiPost, errorMessage } from "@/lib/shared/api-client";
import { meKey } from "@/lib/shared/query-client";
import { ImageUpload } from "@/lib/modules/profile/ui";
import { postWithProgress } from "@/lib/shared/api-progress";
import type { BrandingKind } from "../contract";
import type { TenantDto } from "../dto";
import { tenantKeys } from "./keys";

const BRANDING_MAX_BYTES = 512 * 1024;

const SPECS: Record<BrandingKind, { mime: readonly string[]; ext: readonly string[] }> = {
  logo: { mime: ["image/png", "image/jpeg"], ext: ["png", "jpg", "jpeg"] },
  favicon: { mime: ["image/png", "image/jpeg", "image/x-icon", "image/vnd.microsoft.icon"], ext: ["png", "jpg", "jpeg", "ico"] },
};

export function BrandingSection({ tenant }: { tenant: TenantDto }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <BrandingImage kind="logo" current={tenant.logo} />
      <BrandingImage kind="favicon" current={tenant.favicon} />
    </div>
  );
}

function BrandingImage({ kind, current }: { kind: BrandingKind; current: string | null }) {
  const t = useTranslations("settings.branding");
  const qc = useQueryClient();
  const refresh = () => {
    qc.invalidateQueries({ queryKey: tenantKeys.details() });
    qc.invalidateQueries({ queryKey: meKey });
  };
  const remove = useMutation({
    mutationFn: () => apiPost<TenantDto>("tenant/update", { [kind]: null }),
    onSuccess: (saved) => {
      qc.setQueryData(tenantKeys.details(), saved);
      qc.invalidateQueries({ queryKey: meKey });
      toast.success(t(`${kind}Removed`));
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-fg">{t(`${kind}Title`)}</h3>
      <p className="text-xs text-fg-muted">{t(`${kind}Hint`)}</p>
      <ImageUpload
        label={t(`${kind}Label`)}
        currentSrc={current}
        fallback={<span className="px-2 text-center text-xs">{t("none")}</span>}
        mimeTypes={SPECS[kind].mime}
        extensions={SPECS[kind].ext}
        typesLabel={t(`${kind}Types`)}
        maxBytes={BRANDING_MAX_BYTES}
        shape="square"
        upload={(dataUrl, onProgress) => postWithProgress("tenant/upload-branding", { kind, dataUrl }, onProgress)}
        onUploaded={() => {
          toast.success(t(`${kind}Saved`));
          refresh();
        }}
        onFailed={(message) => toast.error(message)}
        disabled={remove.isPending}
      />
      {current ? (
        <div>
          <Button size="sm" variant="ghost" onClick={() => remove.mutate()} loading={remove.isPending}>
            {t(`${kind}Remove`)}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
