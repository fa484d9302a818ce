/** The warehouse console's outbound pages (the console layout's routes). */
export const outboundPaths = {
  queue: () => '/warehouse/outbound',
  order: (id: number) => `/warehouse/outbound/${id}`,
};
