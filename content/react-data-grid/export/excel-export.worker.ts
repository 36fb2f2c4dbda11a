import { setupExcelExportWebWorker } from '@mui/x-data-grid-premium';

// Builds the workbook off the main thread: the grid posts the serialized rows here.
setupExcelExportWebWorker();
