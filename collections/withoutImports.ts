import type { CollectionConfig, Plugin } from 'payload'

const IMPORT_COLLECTION = 'imports'
const IMPORT_TASK = 'createCollectionImport'
const EXPORT_MENU_ITEM = '@payloadcms/plugin-import-export/rsc#ExportListMenuItem'

/** A collection without the plugin's export entry in its list menu. */
function withoutExportMenuItem(collection: CollectionConfig): CollectionConfig {
  const items = collection.admin?.components?.listMenuItems
  if (!items) return collection
  const kept = items.filter(
    (item) =>
      !(typeof item === 'object' && item && 'path' in item && item.path === EXPORT_MENU_ITEM),
  )
  return {
    ...collection,
    admin: {
      ...collection.admin,
      components: { ...collection.admin?.components, listMenuItems: kept },
    },
  }
}

/**
 * The import-export plugin with its import side taken out: nobody imports data through the admin,
 * and the plugin's `imports` collection parsed and echoed uploaded files (preview-data) for anyone.
 * Its collection and job task are removed after the plugin has added them; exports stay. Its
 * list-menu export is removed too: it exported only the page on screen, and the submissions list
 * has a button of its own that exports every matching row with readable columns.
 */
export const withoutImports =
  (plugin: Plugin): Plugin =>
  async (incoming) => {
    const config = await plugin(incoming)
    return {
      ...config,
      collections: (config.collections ?? [])
        .filter((each) => each.slug !== IMPORT_COLLECTION)
        .map(withoutExportMenuItem),
      jobs: config.jobs && {
        ...config.jobs,
        tasks: (config.jobs.tasks ?? []).filter((task) => task.slug !== IMPORT_TASK),
      },
    }
  }
