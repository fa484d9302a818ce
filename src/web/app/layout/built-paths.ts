// Whether a path has a page of its own, as the route table says. The router provides the table's answer,
// because a page the table loads cannot import the table (that would be an import cycle).
import { createContext, useContext } from 'react';

export const BuiltPathsContext = createContext<(pathname: string) => boolean>(() => true);

export const useIsPathBuilt = () => useContext(BuiltPathsContext);
