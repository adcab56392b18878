'use client';

import { useId, useState } from 'react';
import { DataTable, type DataColumn } from './data-table';
import styles from './insights.module.css';

/** One province as the view shows it, every string already localised and formatted on the server. */
export interface ProvinceView {
  id: string;
  label: string;
  regionLabel: string;
  /** One sentence with the province's figures. */
  summary: string;
  /** Caption of its city table. */
  caption: string;
  municipality: boolean;
  cities: { id: string; label: string; cells: string[] }[];
}

/**
 * The region facet's city view: pick a province (grouped by region) and see its main cities — businesses, share of
 * the province, growth in new registrations and risk-signal share — so a city commercial bank finds its own city.
 * Server-rendered with the first province selected; choosing another only swaps the table (no request).
 */
export function ProvinceCityView({
  provinces,
  columns,
  labels,
}: {
  /** In display order; the first is selected initially. */
  provinces: ProvinceView[];
  /** City-table columns, the first being the city. */
  columns: DataColumn[];
  labels: { picker: string; municipalityNote: string };
}) {
  const [selected, setSelected] = useState(provinces[0]?.id ?? '');
  const id = useId();
  const province = provinces.find((p) => p.id === selected) ?? provinces[0];
  const regions = [...new Set(provinces.map((p) => p.regionLabel))];
  if (!province) return null;

  return (
    <div>
      <div className={styles.filters}>
        <label htmlFor={id}>
          {labels.picker}
          <select id={id} value={province.id} onChange={(e) => setSelected(e.target.value)}>
            {regions.map((region) => (
              <optgroup key={region} label={region}>
                {provinces
                  .filter((p) => p.regionLabel === region)
                  .map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.label}
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
        </label>
      </div>
      <div aria-live="polite">
        <p className={styles.summary}>{province.summary}</p>
        <DataTable
          caption={province.caption}
          columns={columns}
          rows={province.cities.map((c) => ({ key: c.id, header: c.label, cells: c.cells }))}
        />
        {province.municipality ? <p className={`muted ${styles.note}`}>{labels.municipalityNote}</p> : null}
      </div>
    </div>
  );
}
