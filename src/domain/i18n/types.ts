/** The shape of a catalog: the English one, with every leaf a string. */
export type CatalogShape<T> = { [K in keyof T]: T[K] extends string ? string : CatalogShape<T[K]> };

type Join<K, P> = K extends string ? (P extends string ? `${K}.${P}` : never) : never;
/** Every dotted key of a catalog, e.g. "nav.home". */
export type KeyOf<T> = {
  [K in keyof T & string]: T[K] extends string ? K : Join<K, KeyOf<T[K]>>;
}[keyof T & string];
