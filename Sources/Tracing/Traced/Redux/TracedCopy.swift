// The traced copy of Redux: the `InstrumentArchitecture` plugin writes its sources at build
// time from the files of Sources/Redux/ (see Sources/Tracing/README.md).
