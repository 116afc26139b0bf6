import { refreshOnLiveEvents } from '@colleghi/shared/platform';

/**
 * The learning slice's server data in the page's query cache, all under ['learning']. A purchase
 * changes the purchases and the catalogue's owned marks.
 */
export const learningQueryKeys = {
  all: ['learning'],
  /** purchaseditems/: the purchases list, every page of it. */
  purchases: ['learning', 'purchases'],
  /** The catalogue's lists of courses and packages. */
  catalog: ['learning', 'catalog'],
  /** One course or package as its panel shows it. */
  item: (id: number) => ['learning', 'item', id],
  /** categories/?tree=course: the filter buttons. */
  categories: ['learning', 'categories'],
  /** external-products/: the dashboard's featured products. */
  externalProducts: ['learning', 'external-products'],
} as const;

// A course or package bought elsewhere: the purchases, the catalogue's owned marks and the open
// panels ask again.
refreshOnLiveEvents('learning', {
  purchase: [learningQueryKeys.purchases, learningQueryKeys.catalog, ['learning', 'item']],
});
