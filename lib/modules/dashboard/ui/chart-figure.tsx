"use client";
// A chart with its figures: the bars (loaded on demand, for the eye) and a visually hidden table with the
// same numbers for screen readers and for anyone who would rather read.
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import type { BarDatum } from "./bar-chart";

const HorizontalBars = dynamic(() => import("./bar-chart"), { ssr: false, loading: () => <div className="h-32" /> });

export function ChartFigure({ name, data, valueName, secondName }: { name: string; data: BarDatum[]; valueName: string; secondName?: string }) {
  const t = useTranslations("dashboardWidgets");
  return (
    <figure className="grid gap-2">
      <HorizontalBars data={data} valueName={valueName} secondName={secondName} />
      <table className="sr-only">
        <caption>{t("chartTable", { name })}</caption>
        <thead>
          <tr>
            <th scope="col">{name}</th>
            <th scope="col">{valueName}</th>
            {secondName ? <th scope="col">{secondName}</th> : null}
          </tr>
        </thead>
        <tbody>
          {data.map((d) => (
            <tr key={d.label}>
              <th scope="row">{d.label}</th>
              <td>{d.value}</td>
              {secondName ? <td>{d.second ?? 0}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
