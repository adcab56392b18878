'use client';

import { CheckOutlined, MinusOutlined } from '@ant-design/icons';
import { Table, type TableColumnsType } from 'antd';
import styles from './pricing.module.css';

/** One row of the matrix: a group heading spanning all columns, or a feature with one cell per plan. */
export type MatrixRow =
  | { key: string; kind: 'group'; label: string }
  | { key: string; kind: 'feature'; label: string; cells: boolean[] };

/**
 * The pricing feature matrix as an antd `Table` (SITE.md §6). The server passes translated labels, so this
 * component needs no messages; each cell shows a tick or a dash with a text alternative for screen readers.
 */
export function FeatureMatrix({
  featureLabel,
  planNames,
  rows,
  includedLabel,
  notIncludedLabel,
}: {
  featureLabel: string;
  planNames: string[];
  rows: MatrixRow[];
  includedLabel: string;
  notIncludedLabel: string;
}) {
  const columns: TableColumnsType<MatrixRow> = [
    {
      key: 'feature',
      title: featureLabel,
      dataIndex: 'label',
      onCell: (row) => (row.kind === 'group' ? { colSpan: planNames.length + 1, className: styles.matrixGroup } : {}),
      render: (label: string, row) => (row.kind === 'group' ? <strong>{label}</strong> : label),
    },
    ...planNames.map((name, i) => ({
      key: `plan-${i}`,
      title: name,
      align: 'center' as const,
      width: '22%',
      onCell: (row: MatrixRow) => (row.kind === 'group' ? { colSpan: 0 } : {}),
      render: (_: unknown, row: MatrixRow) => {
        if (row.kind === 'group') return null;
        return row.cells[i] ? (
          <span className={styles.yes}>
            <CheckOutlined aria-hidden />
            <span className="visually-hidden">{includedLabel}</span>
          </span>
        ) : (
          <span className={styles.no}>
            <MinusOutlined aria-hidden />
            <span className="visually-hidden">{notIncludedLabel}</span>
          </span>
        );
      },
    })),
  ];

  return (
    <Table<MatrixRow>
      className={styles.matrix}
      columns={columns}
      dataSource={rows}
      rowKey="key"
      pagination={false}
      size="middle"
      bordered
      scroll={{ x: 640 }}
    />
  );
}
