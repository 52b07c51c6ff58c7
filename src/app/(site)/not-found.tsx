import { NotFound } from '@/components/NotFound'
import { NOT_FOUND_METADATA } from '@/lib/share'

export const metadata = NOT_FOUND_METADATA

export default NotFound
