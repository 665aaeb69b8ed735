"use client";
// A horizontal bar chart (recharts) of labelled counts, one series or two stacked; drawn for the eye only
// (aria-hidden): the same figures are in a table for screen readers (ChartFigure). Loaded on demand.
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

export type BarDatum = { label: string; value: number; second?: number; highlight?: boolean };

const PRIMARY = "#00265D";
const HIGHLIGHT = "#C2410C";
const SECOND = "#94A3B8";

export default function HorizontalBars({ data, valueName, secondName }: { data: BarDatum[]; valueName: string; secondName?: string }) {
  const height = Math.max(120, data.length * 32 + 24);
  return (
    <div aria-hidden="true" style={{ height }} className="w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart accessibilityLayer={false} data={data} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 4 }}>
          <CartesianGrid horizontal={false} strokeDasharray="3 3" />
          <XAxis type="number" allowDecimals={false} fontSize={12} />
          <YAxis type="category" dataKey="label" width={150} fontSize={12} tickFormatter={(v: string) => (v.length > 22 ? `${v.slice(0, 21)}…` : v)} />
          <Tooltip cursor={{ fillOpacity: 0.08 }} />
          <Bar dataKey="value" name={valueName} stackId={secondName ? "a" : undefined} isAnimationActive={false}>
            {data.map((d) => (
              <Cell key={d.label} fill={d.highlight ? HIGHLIGHT : PRIMARY} />
            ))}
          </Bar>
          {secondName ? <Bar dataKey="second" name={secondName} stackId="a" fill={SECOND} isAnimationActive={false} /> : null}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
