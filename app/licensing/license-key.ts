import { LicenseInfo } from '@mui/x-license';

/**
 * Installs the MUI X licence key for Pro and Premium components. Without one
 * they render with their own watermark and a console notice, and nothing breaks.
 */
export function installLicenseKey(key: string | null | undefined): void {
  if (key) LicenseInfo.setLicenseKey(key);
}
