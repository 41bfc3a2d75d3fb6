import { useId, useState } from 'react';
import { boardColumns } from '@railbite/contract/partner';
import type { BoardColumn, PartnerOrder } from '@railbite/contract/partner';
import { TabList, TabPanel } from '@/components/ui/tabs';
import { useMediaQuery } from '../hooks/use-media-query';
import { columnSlug, columnTitles } from '../utils/board';
import { OrderCard } from './order-card';
import type { OrderCardActions } from './order-card';

const emptyText: Record<BoardColumn, string> = {
  new: 'No new orders. They appear here as they come in, with a sound.',
  preparing: 'Nothing is being prepared.',
  'out for delivery': 'No orders are on their way.',
  done: 'No orders finished today yet.',
};

type ColumnsProps = {
  grouped: Record<BoardColumn, PartnerOrder[]>;
  serverOffsetMs: number;
  actions: OrderCardActions;
  /** Orders that arrived since the board opened, marked until the next arrival. */
  fresh: ReadonlySet<string>;
};

function CountBadge({ column, count }: { column: BoardColumn; count: number }) {
  const loud = column === 'new' && count > 0;
  return (
    <span
      className={`min-w-6 rounded-full px-2 py-0.5 text-center text-xs font-bold ${loud ? 'bg-brand-700 text-white' : 'bg-stone-200 text-stone-800'}`}
    >
      {count}
    </span>
  );
}

function ColumnOrders({
  column,
  grouped,
  serverOffsetMs,
  actions,
  fresh,
}: ColumnsProps & { column: BoardColumn }) {
  const orders = grouped[column];
  if (orders.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-stone-300 px-4 py-6 text-center text-sm text-stone-600">
        {emptyText[column]}
      </p>
    );
  }
  return (
    <ul className="space-y-3">
      {orders.map((order) => (
        <li key={order.orderId}>
          <OrderCard
            order={order}
            serverOffsetMs={serverOffsetMs}
            actions={actions}
            fresh={column === 'new' && fresh.has(order.orderId)}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * The four columns side by side on wide screens; on phones and narrow tablets one column at a time,
 * chosen with tabs that show each column's count.
 */
export function BoardColumns(props: ColumnsProps) {
  const idBase = useId();
  const wide = useMediaQuery('(min-width: 1024px)');
  const [active, setActive] = useState<BoardColumn>('new');

  if (wide) {
    return (
      <div className="grid grid-cols-4 items-start gap-4">
        {boardColumns.map((column) => (
          <section
            key={column}
            aria-labelledby={`${idBase}-${columnSlug(column)}`}
            className="min-w-0 space-y-3 rounded-2xl bg-stone-100 p-3"
          >
            <h3
              id={`${idBase}-${columnSlug(column)}`}
              className="flex items-center justify-between gap-2 px-1 font-bold text-stone-900"
            >
              {columnTitles[column]}
              <CountBadge column={column} count={props.grouped[column].length} />
            </h3>
            <ColumnOrders column={column} {...props} />
          </section>
        ))}
      </div>
    );
  }
  return (
    <div>
      <TabList
        idBase={idBase}
        label="Order columns"
        active={columnSlug(active)}
        onChange={(slug) => {
          setActive(boardColumns.find((column) => columnSlug(column) === slug) ?? 'new');
        }}
        tabs={boardColumns.map((column) => ({
          key: columnSlug(column),
          // Four names and counts fit a phone's width only stacked: the count shows above the name
          // (column-reverse), while a screen reader still reads "Preparing 2".
          label: (
            <span className="flex flex-col-reverse items-center gap-1 text-xs">
              {columnTitles[column]}
              <CountBadge column={column} count={props.grouped[column].length} />
            </span>
          ),
        }))}
      />
      <TabPanel idBase={idBase} tabKey={columnSlug(active)} className="pt-3 focus-visible:outline-offset-4">
        <h3 className="sr-only">{columnTitles[active]}</h3>
        <ColumnOrders column={active} {...props} />
      </TabPanel>
    </div>
  );
}
