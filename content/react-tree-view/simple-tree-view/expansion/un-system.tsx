import * as React from 'react';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

// Principal organs of the United Nations and some of their bodies
// (The United Nations System chart, UN Department of Global Communications).
export function UnSystemItems() {
  return (
    <React.Fragment>
      <TreeItem itemId="ga" label="General Assembly">
        <TreeItem itemId="ga-c1" label="First Committee (Disarmament)" />
        <TreeItem itemId="ga-c2" label="Second Committee (Economic and Financial)" />
        <TreeItem itemId="ga-c3" label="Third Committee (Social, Humanitarian, Cultural)" />
        <TreeItem itemId="ga-c6" label="Sixth Committee (Legal)" />
      </TreeItem>
      <TreeItem itemId="sc" label="Security Council">
        <TreeItem itemId="sc-ctc" label="Counter-Terrorism Committee" />
        <TreeItem itemId="sc-msc" label="Military Staff Committee" />
      </TreeItem>
      <TreeItem itemId="ecosoc" label="Economic and Social Council">
        <TreeItem itemId="ecosoc-regional" label="Regional commissions">
          <TreeItem itemId="eca" label="ECA (Africa)" />
          <TreeItem itemId="ece" label="ECE (Europe)" />
          <TreeItem itemId="eclac" label="ECLAC (Latin America and the Caribbean)" />
          <TreeItem itemId="escap" label="ESCAP (Asia and the Pacific)" />
          <TreeItem itemId="escwa" label="ESCWA (Western Asia)" />
        </TreeItem>
      </TreeItem>
      <TreeItem itemId="icj" label="International Court of Justice" />
      <TreeItem itemId="secretariat" label="Secretariat">
        <TreeItem itemId="desa" label="Economic and Social Affairs" />
        <TreeItem itemId="ocha" label="Humanitarian Affairs (OCHA)" />
        <TreeItem itemId="ola" label="Office of Legal Affairs" />
      </TreeItem>
    </React.Fragment>
  );
}

/** Every item that has children: what "expand all" must list. */
export const EXPANDABLE_IDS = ['ga', 'sc', 'ecosoc', 'ecosoc-regional', 'secretariat'];
