/* Payload's admin shell (generated shape, see Payload's Next.js installation docs). */
import config from '@payload-config'
import '@payloadcms/next/css'
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts'
import { headers } from 'next/headers'
import type { ServerFunctionClient } from 'payload'
import type { ReactNode } from 'react'
import { explainRefusedOrigin } from '@workarounds/errors'

import { importMap } from './admin/importMap.js'
import './custom.scss'

const serverFunction: ServerFunctionClient = async function (args) {
  'use server'
  const result = await handleServerFunctions({ ...args, config, importMap })
  return explainRefusedOrigin(result, await headers(), await config)
}

export default function Layout({ children }: { children: ReactNode }) {
  return (
    <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
      {children}
    </RootLayout>
  )
}
