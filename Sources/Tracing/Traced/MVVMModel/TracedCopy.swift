// The traced copy of MVVMModel: the `InstrumentArchitecture` plugin writes its sources at build
// time from the files of Sources/MVVMModel/ (see Sources/Tracing/README.md).
