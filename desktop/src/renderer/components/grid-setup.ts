import {
  CellStyleModule,
  ClientSideRowModelModule,
  ColumnApiModule,
  ModuleRegistry,
  RowStyleModule,
  themeQuartz,
  TooltipModule,
  ValidationModule,
} from 'ag-grid-community'

/**
 * AG Grid Community with only the modules the console uses (v33+ needs them registered). Paging,
 * sorting and filtering happen on the server; the grid shows one page from the client-side row model.
 * ValidationModule names any missing module, so it is loaded in development only.
 */
ModuleRegistry.registerModules([
  ClientSideRowModelModule,
  CellStyleModule,
  ColumnApiModule,
  RowStyleModule,
  TooltipModule,
  ...(import.meta.env.DEV ? [ValidationModule] : []),
])

/** Dense rows for a 1366×768 screen, in the console's colours. */
export const gridTheme = themeQuartz.withParams({
  accentColor: '#0b5d3b',
  fontFamily: 'inherit',
  fontSize: 12,
  headerFontSize: 12,
  spacing: 4,
  rowHeight: 34,
  headerHeight: 30,
  wrapperBorderRadius: 4,
  borderRadius: 3,
  headerBackgroundColor: '#f3f5f7',
})
