import type { FormEvent } from 'react'
import type { Version } from '@portal/schema/version-metadata'

/** Props of VersionSelect. */
export interface VersionSelectProps {
  versions: readonly Version[]
  selected: Version
  onUpdate: (version: Version) => void
}

/** Choosing a version changes nothing until "Update page" is pressed. */
export function VersionSelect({
  versions,
  selected,
  onUpdate,
}: VersionSelectProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const chosen = new FormData(event.currentTarget).get('version')
    const version = versions.find((candidate) => candidate.version === chosen)
    if (version) onUpdate(version)
  }
  return (
    <form className="version-select" onSubmit={submit}>
      <label className="usa-label" htmlFor="version">
        Select a version
      </label>
      <div className="version-select__row">
        <select
          key={selected.version}
          className="usa-select"
          id="version"
          name="version"
          defaultValue={selected.version}
        >
          {versions.map((version) => (
            <option key={version.version} value={version.version}>
              {version.label} ({version.status})
            </option>
          ))}
        </select>
        <button type="submit" className="usa-button">
          Update page
        </button>
      </div>
    </form>
  )
}
